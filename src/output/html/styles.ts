/**
 * The page's only stylesheet, inlined so that the file stands alone: a narrow single column on a phone,
 * wide tables scrolling inside their own box rather than the page, and a print sheet that drops the
 * navigation and keeps each board and score card on one page where it fits. Printed, the one-file page is the
 * notice board: the two fields' rankings side by side without their Max and Boards columns (stacked, with every
 * column, when a ranking has per-session columns or there are more than two fields) and every traveller in three
 * compact columns, no type under 6.5 pt. Colours keep a contrast of at
 * least 4.5:1 on white (WCAG AA).
 *
 * @example
 * `<style>${PAGE_CSS}</style>`
 */

export const PAGE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0 auto;max-width:64rem;padding:0 .75rem 2rem;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b4f9c}
a:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}
header.event{border-bottom:2px solid #1a1a1a;padding:1rem 0 .5rem}
h1{font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:1px solid #c4c8cf;padding-bottom:.2rem}
h3{font-size:1.1rem;margin:1.5rem 0 .4rem}
.meta{margin:.2rem 0;color:#4a4f57}
.meta span+span::before{content:" · "}
nav.top{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:.5rem 0;font-weight:600}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.25rem 0 .75rem;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.3rem .5rem;border-bottom:1px solid #dfe2e6;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #6b717a;white-space:nowrap}
tbody tr:nth-child(even){background:#f4f6f8}
td.n,th.n{text-align:right}
td.nw{white-space:nowrap}
table.sheet thead th{white-space:normal}
tr.nr td{color:#5c626b}
tr:target,tbody tr:target{background:#fff4c2;font-weight:600}
section:target{outline:2px solid #b38600;outline-offset:.25rem}
section:target>.card-head,section:target>h2,section:target>h3{background:#fff4c2}
.mark{font-weight:700;color:#7a4d00}
.q{display:inline-block;padding:0 .3em;border-radius:.25em;background:#1d6b2f;color:#fff;font-size:.8em;font-weight:700}
.adj{color:#8a1c1c;font-weight:700}
.notes{font-size:.9rem;color:#33373d;margin:.25rem 0 1rem;padding-left:1.5rem}
.legend{font-size:.9rem;color:#33373d}
.facts{margin:.2rem 0 .5rem;color:#33373d}
.facts span+span::before{content:" · "}
.vul{font-weight:600}
.deal{display:grid;grid-template-columns:repeat(3,minmax(0,9rem));gap:.25rem .75rem;margin:.5rem 0 1rem;font-size:.95rem}
.deal .hand{line-height:1.35}
.deal .north{grid-column:2;grid-row:1}
.deal .west{grid-column:1;grid-row:2}
.deal .east{grid-column:3;grid-row:2}
.deal .south{grid-column:2;grid-row:3}
.deal .centre{grid-column:2;grid-row:2;align-self:center;justify-self:center;border:1px solid #6b717a;border-radius:.3rem;padding:.3rem .5rem;text-align:center;font-size:.85rem}
.deal .seat{display:block;font-weight:600;font-size:.85rem;color:#4a4f57}
.deal .suit{display:block;white-space:nowrap}
.hand-record{display:flex;flex-wrap:wrap;gap:.5rem 2rem;align-items:flex-start}
.dd th,.dd td{padding:.15rem .45rem}
.dd td.makes{font-weight:700}
.par{margin:.25rem 0 1rem}
.par .note{color:#4a4f57;font-size:.9rem}
.live-status{margin:.5rem 0;padding:.4rem .6rem;border:2px solid #b38600;border-radius:.3rem;background:#fff4c2;font-weight:600}
.red{color:#c0101e}
.blk{color:#1a1a1a}
.card-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem}
.chart{display:block;width:100%;max-width:26rem;height:auto;margin:.25rem 0 .5rem}
.chart .grid{stroke:#c4c8cf;stroke-width:1}
.chart .ref{stroke:#6b717a;stroke-width:1;stroke-dasharray:4 3}
.chart .line{fill:none;stroke:#0b4f9c;stroke-width:2.5}
.chart .dot{fill:#0b4f9c}
.chart text{font-size:10px;fill:#33373d}
.back{font-size:.95rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
ul.cards-index{columns:16rem;padding-left:1.2rem}
ul.boards{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0}
ul.boards a{display:inline-block;min-width:2.5rem;padding:.3rem .5rem;border:1px solid #c4c8cf;border-radius:.3rem;text-align:center}
footer{margin-top:2rem;font-size:.85rem;color:#4a4f57}
th.ph,td.ph,.narrow{display:none}
@media (max-width:40rem){
.wide{display:none}
.narrow{display:inline;text-decoration:none}
body{font-size:15px;padding:0 .5rem 1.5rem}
th.ph,td.ph{display:table-cell}
h1{font-size:1.35rem}
th,td{padding:.2rem .2rem}
table.traveller,table.scorecard{font-size:.85rem}
.opt{display:none}
.deal{grid-template-columns:repeat(3,minmax(0,1fr));gap:.2rem .4rem;font-size:.9rem}
}
@media print{
body{max-width:none;padding:0;font-size:10.5pt;color:#000}
nav.top,.back,.no-print{display:none}
a{color:#000;text-decoration:none}
tbody tr:nth-child(even){background:none}
tr:target,section:target>*{background:none}
section:target{outline:none}
.scroll{overflow:visible}
section.board,section.card{break-inside:avoid;page-break-inside:avoid}
h2{break-after:avoid;page-break-after:avoid}
th.opt,td.opt{display:table-cell}
span.opt{display:inline}
#scorecards,#boards>nav,#boards .hand-record,#boards .analysis{display:none}
#boards{columns:3;column-gap:.8rem;font-size:7pt;line-height:1.1}
#ranking{font-size:8pt;line-height:1.2}
#ranking h2,#ranking h3{margin:.2rem 0}
#ranking th,#ranking td{padding:0 .25rem}
#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt)){display:grid;grid-template-columns:1fr 1fr;column-gap:.8rem;grid-auto-flow:row dense;align-items:start;font-size:7.5pt}
#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt))>*{grid-column:1/-1}
#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt)) th.opt,#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt)) td.opt{display:none}
#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt))>h3:nth-of-type(1),#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt))>h3:nth-of-type(1)+.scroll{grid-column:1}
#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt))>h3:nth-of-type(2),#ranking:has(>h3:nth-of-type(2)+.scroll):not(:has(>h3:nth-of-type(3))):not(:has(th.opt~th.opt~th.opt))>h3:nth-of-type(2)+.scroll{grid-column:2}
h1{font-size:14pt;margin:0}
header.event{padding:0 0 .2rem}
footer{margin-top:.3rem;font-size:7pt}
#boards h2{column-span:all;margin:.4rem 0 .2rem;font-size:12pt}
section.board{margin:0 0 .4rem}
section.board h3{font-size:8pt;margin:.1rem 0 0}
section.board .facts{margin:0;font-size:6.5pt;white-space:nowrap}
#boards th,#boards td{padding:0 .15rem}
#boards th.opt,#boards td.opt{display:none}
#boards th.ph,#boards td.ph{display:table-cell}
}
`.trim();
