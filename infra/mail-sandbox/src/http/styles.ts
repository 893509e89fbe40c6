/**
 * The pages' only style sheet, inlined (no external resources). Phone first: everything fits
 * 320 px without sideways scrolling, controls are at least 44 px tall; from 720 px the inbox
 * becomes a four-column table (time, to, subject, from). Follows the system's dark mode.
 */
export const STYLES = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--ink:#1b1f24;--muted:#5b6470;--line:#d9dee4;
--accent:#0b6e4f;--accent-ink:#fff;--danger:#b42318;--focus:#1d4ed8;--hover:#eef6f2}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--card:#1a1f25;--ink:#e8ebef;--muted:#a3acb8;
--line:#2e353e;--accent:#3ddc97;--accent-ink:#06281b;--danger:#ff8a80;--focus:#8ab4ff;--hover:#1f2a26}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--ink);
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.bar{display:flex;align-items:center;gap:.75rem;padding:0 1rem;min-height:52px;background:var(--card);
border-bottom:1px solid var(--line)}
.brand{font-weight:700;color:var(--ink);text-decoration:none;display:inline-flex;align-items:center;
min-height:44px}
.badge{font-size:.75rem;padding:.1rem .5rem;border-radius:999px;border:1px solid var(--line);color:var(--muted)}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.35rem;line-height:1.3;margin:.25rem 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.05rem;margin:0 0 .75rem}
button,.button{font:inherit;min-height:44px;padding:0 1rem;border-radius:8px;border:1px solid var(--accent);
background:var(--accent);color:var(--accent-ink);cursor:pointer;display:inline-flex;align-items:center;
justify-content:center;text-decoration:none;white-space:nowrap}
button.danger{background:transparent;color:var(--danger);border-color:var(--danger)}
button:disabled{opacity:.45;cursor:not-allowed}
button.quiet,.button.quiet{background:transparent;color:var(--accent)}
.search{display:flex;gap:.5rem;margin-bottom:.5rem}
.search input{flex:1;min-width:0;min-height:44px;font:inherit;padding:0 .75rem;border-radius:8px;
border:1px solid var(--line);background:var(--card);color:var(--ink)}
.listbar{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-bottom:.75rem}
.count{color:var(--muted);margin:0;min-width:0;overflow-wrap:anywhere}
.empty{padding:1.5rem 1rem;background:var(--card);border:1px dashed var(--line);border-radius:10px;
color:var(--muted);overflow-wrap:anywhere}
.list{list-style:none;margin:0;padding:0;background:var(--card);border:1px solid var(--line);border-radius:10px;
overflow:hidden}
.list li+li{border-top:1px solid var(--line)}
.msg{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"subject time" "to to" "from from";
gap:.15rem .75rem;padding:.7rem 1rem;min-height:44px;color:inherit;text-decoration:none}
.msg:hover{background:var(--hover)}
.msg>span,.msg>time{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.msg .subject{grid-area:subject;font-weight:600;white-space:normal;overflow-wrap:anywhere}
.msg time{grid-area:time;color:var(--muted);font-size:.85rem;padding-top:.1rem}
.msg .to{grid-area:to;font-size:.9rem}
.msg .from{grid-area:from;font-size:.9rem;color:var(--muted)}
.label{color:var(--muted)}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.head{display:none}
@media (min-width:720px){
.head,.msg{display:grid;grid-template-columns:8.5rem minmax(0,1.1fr) minmax(0,2fr) minmax(0,1.1fr);
grid-template-areas:"time to subject from";gap:1rem;align-items:center}
.head{padding:.5rem 1rem;font-size:.8rem;font-weight:600;color:var(--muted);text-transform:uppercase;
letter-spacing:.04em;background:var(--bg)}
.msg .subject{white-space:nowrap;overflow-wrap:normal}
.msg time{padding-top:0}
.msg .label{display:none}
}
.crumbs{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;margin-bottom:.5rem}
.crumbs a{display:inline-flex;align-items:center;min-height:44px}
.card{margin:0 0 1rem;background:var(--card);border:1px solid var(--line);border-radius:10px}
.summary{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.35rem 1rem;margin:0;padding:1rem 1rem .5rem}
.summary dt{color:var(--muted)}
.more>summary{display:flex;align-items:center;gap:.4rem;min-height:44px;padding:0 1rem;cursor:pointer;
color:var(--muted);list-style:none}
.more>summary::-webkit-details-marker{display:none}
.more>summary::before{content:"▸";display:inline-block;transition:transform .15s}
.more[open]>summary::before{transform:rotate(90deg)}
.more>.summary{padding-top:0}
.summary dd{margin:0;overflow-wrap:anywhere;min-width:0}
.unsubscribe{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}
.unsubscribe a{display:inline-flex;align-items:center;min-height:44px;overflow-wrap:anywhere}
.tabs>input{position:absolute;opacity:0;pointer-events:none}
.tabbar{display:flex;flex-wrap:wrap;border-bottom:1px solid var(--line);margin-bottom:1rem}
.tabbar label{display:inline-flex;align-items:center;min-height:44px;padding:0 .45rem;cursor:pointer;
border-bottom:3px solid transparent;color:var(--muted);font-size:.9rem}
@media (min-width:480px){.tabbar label{padding:0 .9rem;font-size:1rem}}
.panel{display:none}
#view-html:checked~.tabbar [for=view-html],#view-text:checked~.tabbar [for=view-text],
#view-headers:checked~.tabbar [for=view-headers],#view-files:checked~.tabbar [for=view-files]
{border-bottom-color:var(--accent);color:var(--ink);font-weight:600}
#view-html:focus-visible~.tabbar [for=view-html],#view-text:focus-visible~.tabbar [for=view-text],
#view-headers:focus-visible~.tabbar [for=view-headers],#view-files:focus-visible~.tabbar [for=view-files]
{outline:3px solid var(--focus);outline-offset:-3px}
#view-html:checked~.panel-html,#view-text:checked~.panel-text,#view-headers:checked~.panel-headers,
#view-files:checked~.panel-files{display:block}
iframe{display:block;width:100%;height:70vh;min-height:22rem;border:1px solid var(--line);border-radius:10px;
background:#fff}
pre{margin:0;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:10px;
white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.headers{margin:0;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:10px;
font-size:.9rem}
.headers dt{font-weight:600;margin-top:.5rem}
.headers dt:first-child{margin-top:0}
.headers dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,Menlo,Consolas,monospace}
.files{list-style:none;margin:0;padding:0}
.files li+li{margin-top:.5rem}
.files a{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center;min-height:44px;padding:.5rem 1rem;
background:var(--card);border:1px solid var(--line);border-radius:10px;text-decoration:none;overflow-wrap:anywhere}
.files .meta{color:var(--muted);font-size:.85rem}
`;
