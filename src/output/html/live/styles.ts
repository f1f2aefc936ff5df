/** What the live pages add to the page's stylesheet: the screen's large type, the QR code, the boards in play. */
export const LIVE_CSS = `
.inplay{color:#4a4f57;font-style:italic}
.seats{border:2px solid #0b4f9c;border-radius:.4rem;padding:.4rem .8rem;margin:.8rem 0}
.seats h2{margin:.2rem 0;font-size:1.2rem}
.seats li{margin:.2rem 0}
body.screen{max-width:none;font-size:2.2vw}
body.screen h1{font-size:3.2vw;margin:.2em 0}
body.screen h2{font-size:2.6vw;margin:.3em 0}
.screen-grid{display:flex;gap:2vw;align-items:flex-start}
.screen-grid .ranking{flex:1}
.screen-grid table{font-size:2vw;width:100%}
.screen-grid aside{width:22vw;text-align:center;font-size:1.3vw}
svg.qr{width:100%;height:auto}
.director table{margin-bottom:1rem}
@media (max-width:40rem){.screen-grid{display:block}.screen-grid aside{width:auto;max-width:16rem}body.screen{font-size:16px}body.screen h1{font-size:1.4rem}.screen-grid table{font-size:1rem}}
`.trim();
