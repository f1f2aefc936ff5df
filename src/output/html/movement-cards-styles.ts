/**
 * The stylesheet of the table cards and guide cards, added after the shared page stylesheet (styles.ts): on
 * screen the sheets one below the other; printed, one sheet per A4 page — the master sheet and the guide
 * cards across the page (landscape, where a table for every table fits), each table card upright in large type
 * so that it can be read from a seat. Contrast as in the shared sheet (at least 4.5:1 on white).
 *
 * @example
 * `<style>${MOVEMENT_CARDS_CSS}</style>`
 */

export const MOVEMENT_CARDS_CSS = `
section.mv-sheet{margin:1.5rem 0 2.5rem}
section.mv-sheet h2{margin-top:0}
.mv-facts{margin:.2rem 0 .75rem;color:#33373d}
.mv-facts span+span::before{content:" · "}
table.mv{width:100%}
table.mv th,table.mv td{border:1px solid #c4c8cf;padding:.3rem .45rem}
table.mv thead th{background:#eef1f4}
table.mv-grid td,table.mv-guide td{text-align:center;white-space:nowrap}
table.mv-grid th[scope=row],table.mv-guide th[scope=row],table.mv-card th[scope=row]{text-align:right;white-space:nowrap}
table.mv-card td{font-size:1.15rem}
.mv-pp{font-weight:700}
.mv-bd{display:block;font-size:.85em;color:#4a4f57}
.mv-mark{display:block;font-size:.8em;color:#7a4d00;white-space:normal}
.mv-out{color:#5c626b}
@page{size:A4 portrait;margin:12mm}
@page mv-wide{size:A4 landscape;margin:10mm}
@media print{
section.mv-sheet{margin:0;break-after:page;page-break-after:always}
section.mv-sheet:last-of-type{break-after:auto;page-break-after:auto}
section.mv-wide{page:mv-wide}
table.mv{font-size:9.5pt}
table.mv-card{font-size:14pt}
table.mv-card td{font-size:14pt}
table.mv thead th{background:none}
table.mv tr{break-inside:avoid;page-break-inside:avoid}
thead{display:table-header-group}
}
`.trim();
