/**
 * The Bloodborne table: draws one seat's view (main/games/bloodborne/view.ts): the monster or
 * boss with its echoes, lantern die and ability; the final boss; every hunter's board (health
 * dial, collected and deposited echoes, trophy tracks, public used pile, the card shown this
 * round or "has chosen"); the upgrade market; the last die roll; the step of the round. The
 * seat's own hand is clickable when the decision names its cards; the option list is always
 * there (keys 1-9). It only shows what the view holds: the view is already redacted.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Option } from '../../../main/engine/types';
import type { BloodborneHunterView, BloodborneView } from '../../../main/games/bloodborne/view';
import { DecisionPanel } from '../kit/GenericTable';
import { refText, seatLabel } from '../kit/text';
import { useOptionKeys } from '../kit/useOptionKeys';
import { useOptionPages } from '../kit/useOptionPages';
import './bloodborne.css';

export interface BloodborneTableProps {
  dto: SeatViewDto<BloodborneView>;
  onChoose(optionId: string): void;
  busy?: boolean;
  log?: ReactNode;
}

const TYPES = ['kin', 'humanoid', 'beast'] as const;
const TRACKS: Record<(typeof TYPES)[number], number[]> = {
  kin: [0, 1, 3, 6, 9, 12],
  humanoid: [0, 1, 3, 5, 8, 11],
  beast: [0, 1, 2, 4, 6, 9],
};

const kindOf = (instance: string) => (instance.includes('#') ? instance.slice(0, instance.indexOf('#')) : instance);
const cardName = (t: TFunction, id: string) => String(t(`cards-bloodborne:${id}.name`, { defaultValue: id }));
const cardText = (t: TFunction, id: string) => String(t(`cards-bloodborne:${id}.text`, { defaultValue: '' }));

/** Option of the current decision that names this card instance (hand, market, removal). */
function optionFor(options: Option[], instance: string): Option | undefined {
  return options.find((o) => o.params?.instance === instance || (!o.params?.instance && o.params?.card === instance));
}

function CardFace({
  id,
  option,
  onChoose,
  busy,
  extra,
}: {
  id: string;
  option?: Option;
  onChoose?: (id: string) => void;
  busy?: boolean;
  extra?: string;
}) {
  const { t } = useTranslation();
  const kind = kindOf(id);
  const name = cardName(t, kind);
  const body = (
    <>
      <span className="bb-card-name">{name}</span>
      <span className="bb-card-text">{cardText(t, kind)}</span>
    </>
  );
  const cls = `bb-card${extra ? ` ${extra}` : ''}${option ? ' bb-target' : ''}`;
  if (option && onChoose)
    return (
      <button
        type="button"
        className={cls}
        data-card={kind}
        data-option={option.id}
        disabled={busy}
        onClick={() => onChoose(option.id)}
        aria-label={refText(t, option.label)}
      >
        {body}
      </button>
    );
  return (
    <div className={cls} data-card={kind} title={name}>
      {body}
    </div>
  );
}

function HealthDial({ health, max }: { health: number; max: number }) {
  const { t } = useTranslation('table-bloodborne');
  const r = 16;
  const c = 2 * Math.PI * r;
  return (
    <span className="bb-dial" role="img" aria-label={t('health', { health, max })} title={t('health', { health, max })}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r={r} className="bb-dial-bg" />
        <circle cx="20" cy="20" r={r} className="bb-dial-fg" strokeDasharray={`${(c * health) / max} ${c}`} transform="rotate(-90 20 20)" />
        <text x="20" y="25" textAnchor="middle">
          {health}
        </text>
      </svg>
    </span>
  );
}

function Hunter({ h, dto, max }: { h: BloodborneHunterView; dto: SeatViewDto<BloodborneView>; max: number }) {
  const { t } = useTranslation('table-bloodborne');
  const v = dto.view;
  const name = seatLabel(t, dto.seats, h.seat);
  return (
    <section className={`bb-hunter${h.seat === dto.seat ? ' bb-me' : ''}${h.dead ? ' bb-dead' : ''}`} data-seat={h.seat} aria-label={name}>
      <header>
        <HealthDial health={h.health} max={max} />
        <strong>{name}</strong>
        {v.first === h.seat ? <span className="bb-first">{t('first')}</span> : null}
        {h.dead ? <span className="bb-flag">{t('dead')}</span> : null}
        {h.eliminated ? <span className="bb-flag">{t('eliminated')}</span> : null}
      </header>
      <dl className="bb-echoes">
        <dt>{t('collected')}</dt>
        <dd data-testid={`collected-${h.seat}`}>{h.collected}</dd>
        <dt>{t('deposited')}</dt>
        <dd data-testid={`deposited-${h.seat}`}>{h.deposited}</dd>
        <dt>{t('handCount')}</dt>
        <dd>{h.handCount}</dd>
        {h.score !== undefined ? (
          <>
            <dt>{t('score')}</dt>
            <dd>{h.score}</dd>
          </>
        ) : null}
      </dl>
      <div className="bb-tracks">
        {TYPES.map((ty) => (
          <div key={ty} className="bb-track" aria-label={`${t(`cards-bloodborne:type.${ty}`)}: ${h.trophies[ty]}`}>
            <span>{t(`cards-bloodborne:type.${ty}`)}</span>
            {TRACKS[ty].map((val, i) => (
              <span key={i} className={`bb-space${Math.min(h.trophies[ty], TRACKS[ty].length - 1) === i ? ' bb-on' : ''}`}>
                {val}
              </span>
            ))}
          </div>
        ))}
      </div>
      <div className="bb-play">
        {h.secret ? <span className={`bb-secret ${h.secret}`}>{t(`secret.${h.secret}`)}</span> : null}
        {h.played ? <CardFace id={h.played} extra="bb-small" /> : null}
        {h.weapon ? <CardFace id={h.weapon} extra="bb-small" /> : null}
      </div>
      <div className="bb-used" aria-label={t('used')}>
        <span className="bb-label">{t('used')}</span>
        {h.used.length ? (
          h.used.map((c, i) => (
            <span key={i} className="bb-chip">
              {cardName(t, c)}
            </span>
          ))
        ) : (
          <span className="bb-none">—</span>
        )}
      </div>
    </section>
  );
}

export function BloodborneTable({ dto, onChoose, busy = false, log }: BloodborneTableProps) {
  const { t } = useTranslation('table-bloodborne');
  const v = dto.view;
  const d = dto.decision;
  const options = d?.options ?? [];
  const pages = useOptionPages(d?.options ?? null);
  useOptionKeys({ options: pages.keyed, onChoose: (o) => onChoose(o.id), busy, onMore: pages.next });
  const me = typeof dto.seat === 'number' ? v.hunters[dto.seat] : null;
  const max = v.finalBoss === 'F4' ? 6 : 8;
  const cur = v.current;
  return (
    <div className="bb-table" data-step={dto.step}>
      <div className="bb-main">
        <div className="bb-status">
          <span>{t('dungeon', { count: v.dungeonCount })}</span>
          <span>{t('bank', { n: v.bank })}</span>
        </div>
        <div className="bb-enemies">
          <section className="bb-monster" aria-label={t('monster')}>
            <h3>{t(cur?.final ? 'finalFight' : 'monster')}</h3>
            {cur ? (
              <>
                <CardFace id={cur.id} extra={cur.killed ? 'bb-killed' : undefined} />
                <p className="bb-echo-count" data-testid="monster-echoes">
                  {t('echoesLeft', { n: cur.echoes })}
                </p>
              </>
            ) : (
              <p className="bb-none">{t('noMonster')}</p>
            )}
            {v.lastRoll ? (
              <p className={`bb-roll bb-${v.lastRoll.lantern}`} data-testid="last-roll">
                {t('roll', { lantern: String(t(`cards-bloodborne:lantern.${v.lastRoll.lantern}`)) })}{' '}
                {v.lastRoll.faces.map((f, i) => (
                  <span key={i} className={`bb-die${f.crit ? ' bb-crit' : ''}`}>
                    {f.v}
                    {f.crit ? '✱' : ''}
                  </span>
                ))}
                {v.lastRoll.bonus ? <span> +{v.lastRoll.bonus}</span> : null} = <b>{v.lastRoll.total}</b>
              </p>
            ) : null}
          </section>
          {!cur?.final ? (
            <section className="bb-final" aria-label={t('finalBoss')}>
              <h3>{t('finalBoss')}</h3>
              <CardFace id={v.finalBoss} />
            </section>
          ) : null}
          <section className="bb-market" aria-label={t('market')}>
            <h3>
              {t('market')} <small>{t('upgradeDeck', { n: v.upgradeDeckCount })}</small>
            </h3>
            <div className="bb-row">
              {v.market.map((c) => (
                <CardFace key={c} id={c} option={optionFor(options, c)} onChoose={onChoose} busy={busy} extra="bb-small" />
              ))}
            </div>
          </section>
        </div>
        {d ? <DecisionPanel d={d} busy={busy} onChoose={onChoose} className="bb-decision" pages={pages} /> : null}
        {me?.hand ? (
          <section className="bb-hand" aria-label={t('hand')}>
            <h3>{t('hand')}</h3>
            <div className="bb-row">
              {me.hand.map((c) => (
                <CardFace key={c} id={c} option={optionFor(options, c)} onChoose={onChoose} busy={busy} />
              ))}
            </div>
          </section>
        ) : null}
        <div className="bb-hunters">
          {v.hunters.map((h) => (
            <Hunter key={h.seat} h={h} dto={dto} max={max} />
          ))}
        </div>
      </div>
      {log ? <aside className="bb-side">{log}</aside> : null}
    </div>
  );
}
