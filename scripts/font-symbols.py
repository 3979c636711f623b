"""
Builds assets/fonts/VitaeSymbols.ttf (issue 34 §5): the symbols the UI draws (arrows, minus,
dashes and quotes, ▶ ◀ ⏮ ⏭ ● ▣ ⚠ ⚔ ✋ ✕ ✖ ✱, circled letters Ⓐ-Ⓩ), cut from Noto fonts (SIL Open
Font License 1.1, assets/fonts/OFL.txt) and merged into one small font, so that a machine without
those glyphs draws them instead of empty boxes. renderer/styles.css loads it with @font-face and
renderer/fonts.test.ts checks that every symbol the UI uses is in its cmap.

Run once when a new symbol is used (needs fontTools and Debian's fonts-noto-core):
  python3 scripts/font-symbols.py /usr/share/fonts/truetype/noto assets/fonts/VitaeSymbols.ttf
"""
import os
import sys
import tempfile

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

# source font -> code points taken from it (the first font that has a code point gives it)
PARTS = [
    ("NotoSans-Regular.ttf", [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E, 0x2026, 0x2122]),
    ("NotoSansMath-Regular.ttf", [0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2264, 0x2265]),
    (
        "NotoSansSymbols2-Regular.ttf",
        [0x23ED, 0x23EE, 0x25A3, 0x25B6, 0x25C0, 0x25CF, 0x26A0, 0x270B, 0x2715, 0x2716, 0x2731],
    ),
    ("NotoSansSymbols-Regular.ttf", [0x2694] + list(range(0x24B6, 0x24EA))),
]

FAMILY = "Vitae Symbols"


def main(src_dir: str, out: str) -> None:
    tmp = tempfile.mkdtemp()
    parts = []
    for i, (name, cps) in enumerate(PARTS):
        font = TTFont(os.path.join(src_dir, name))
        have = font.getBestCmap()
        missing = [hex(c) for c in cps if c not in have]
        if missing:
            raise SystemExit(f"{name} lacks {missing}")
        opts = subset.Options()
        opts.layout_features = []
        opts.hinting = False
        opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
        opts.notdef_outline = True
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=cps)
        sub.subset(font)
        for tag in ("GSUB", "GPOS", "GDEF", "MATH"):
            if tag in font:
                del font[tag]
        path = os.path.join(tmp, f"{i}.ttf")
        font.save(path)
        parts.append(path)
    merged = Merger().merge(parts)
    names = merged["name"]
    for rec in list(names.names):
        if rec.nameID in (1, 4, 16):
            names.setName(FAMILY, rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID == 6:
            names.setName("VitaeSymbols-Regular", rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID == 3:
            names.setName("Vitae Symbols (subset of Noto Sans, Math, Symbols, Symbols 2)", rec.nameID, rec.platformID, rec.platEncID, rec.langID)
    merged.save(out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
