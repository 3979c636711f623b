import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RULES_NS_PREFIX,
  resolveSection,
  parseRulesHash,
  rulesGames,
  rulesHref,
  type RulesBlock,
  type RulesDoc,
  type RulesSection,
} from './model';
import './rules.css';

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

function Block({ block }: { block: RulesBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  if ('note' in block) return <p className="rules-note">{block.note}</p>;
  return (
    <table className="rules-table">
      <thead>
        <tr>
          {block.table.head.map((h, i) => (
            <th key={i}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function sectionTitle(s: RulesSection): string {
  return s.number && !s.hideNumber ? `${s.number}. ${s.title}` : s.title;
}

function Section({ s, game, depth, active }: { s: RulesSection; game: string; depth: number; active: string | null }) {
  const H = (depth === 0 ? 'h2' : depth === 1 ? 'h3' : 'h4') as 'h2';
  return (
    <section
      id={`rules-${game}-${s.id}`}
      data-section={s.id}
      className={`rules-section depth-${depth}${active === s.id ? ' highlight' : ''}`}
      aria-current={active === s.id ? 'location' : undefined}
      tabIndex={-1}
    >
      <H>
        <a href={rulesHref(game, s.id)} className="rules-anchor">
          {sectionTitle(s)}
        </a>
      </H>
      {s.paragraphs.map((b, i) => (
        <Block key={i} block={b} />
      ))}
      {s.sections?.map((c) => (
        <Section key={c.id} s={c} game={game} depth={depth + 1} active={active} />
      ))}
    </section>
  );
}

function Toc({ sections, game, active }: { sections: RulesSection[]; game: string; active: string | null }): ReactNode {
  return (
    <ol>
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={rulesHref(game, s.id)}
            className={active === s.id ? 'active' : ''}
            aria-current={active === s.id ? 'location' : undefined}
          >
            {sectionTitle(s)}
          </a>
          {s.sections ? <Toc sections={s.sections} game={game} active={active} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** `#/rules[/<game>[/<section>]]`: any game with a `rules-<game>` namespace. */
export function RulesPage() {
  const { t, i18n } = useTranslation('ui');
  const hash = useHash();
  const loc = parseRulesHash(hash);
  const lang = i18n.language;
  const games = rulesGames((i18n.store?.data?.[lang] ?? {}) as Record<string, unknown>);
  const game = loc.game && games.includes(loc.game) ? loc.game : (games[0] ?? null);
  const doc = game ? (i18n.getResourceBundle(lang, `${RULES_NS_PREFIX}${game}`) as RulesDoc | undefined) : undefined;
  const section = loc.section;
  const target = doc && section ? resolveSection(doc, section) : null;
  const activeId = target?.id ?? null;
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!game || !activeId) return;
    const el = document.getElementById(`rules-${game}-${activeId}`);
    if (el) {
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
    }
    document.querySelector('.rules-toc a[aria-current="location"]')?.scrollIntoView({ block: 'nearest' });
  }, [game, activeId, hash, lang]);

  if (!game || !doc)
    return (
      <section className="page">
        <h1>{t('nav.rules')}</h1>
      </section>
    );
  return (
    <section className="page rules-page">
      <div className="rules-layout">
        <nav className="rules-toc" aria-label={doc.page.toc}>
          {games.length > 1 ? (
            <div className="rules-games">
              {games.map((g) => {
                const d = i18n.getResourceBundle(lang, `${RULES_NS_PREFIX}${g}`) as RulesDoc;
                return (
                  <a key={g} href={rulesHref(g)} className={g === game ? 'active' : ''}>
                    {d.game}
                  </a>
                );
              })}
            </div>
          ) : null}
          <h2>{doc.page.toc}</h2>
          <Toc sections={doc.sections} game={game} active={activeId} />
          {doc.glossary?.length ? (
            <a href={rulesHref(game, 'glossary')} className={section === 'glossary' ? 'active' : ''}>
              {doc.page.glossary}
            </a>
          ) : null}
        </nav>
        <div className="rules-body" ref={body}>
          <h1>{doc.title}</h1>
          {doc.intro ? <p className="hint">{doc.intro}</p> : null}
          {section && !target && section !== 'glossary' ? (
            <p className="rules-missing" role="status">
              {doc.page.notFound.replace('{{section}}', section)}
            </p>
          ) : null}
          {doc.sections.map((s) => (
            <Section key={s.id} s={s} game={game} depth={0} active={activeId} />
          ))}
          {doc.glossary?.length ? <GlossarySection doc={doc} game={game} active={section === 'glossary'} /> : null}
        </div>
      </div>
    </section>
  );
}

function GlossarySection({ doc, game, active }: { doc: RulesDoc; game: string; active: boolean }) {
  useEffect(() => {
    if (active) document.getElementById(`rules-${game}-glossary`)?.scrollIntoView({ block: 'start' });
  }, [active, game]);
  return (
    <section id={`rules-${game}-glossary`} data-section="glossary" className={`rules-section depth-0${active ? ' highlight' : ''}`}>
      <h2>
        <a href={rulesHref(game, 'glossary')} className="rules-anchor">
          {doc.glossaryTitle ?? doc.page.glossary}
        </a>
      </h2>
      <dl className="rules-glossary">
        {doc.glossary!.map((g) => (
          <Fragment key={g.term}>
            <dt>
              {g.term}
              {g.alt ? <span className="rules-alt"> · {g.alt}</span> : null}
            </dt>
            <dd>{g.definition}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
