// The XSS corpus of e2e/security/xss.spec.ts. Every payload, should it ever run, calls
// `window.__xss(<its number>)` (or `alert(<n>)` / `confirm` / `prompt`, which the spec also traps
// through the `dialog` event), so a hit names the payload. They cover script tags, event-handler
// attributes, javascript:/data:/vbscript: URLs (entity-, whitespace- and case-obfuscated), SVG and
// MathML, CSS (`<style>`, `expression()`, `url(javascript:)`), `<iframe srcdoc>`, `<meta refresh>`,
// attribute and template breakouts, Markdown link/image tricks (forum posts are Markdown) and
// unicode tricks (fullwidth brackets, zero-width joiners, RTL override, null bytes, U+2028).
type Make = (n: number) => string;

const t: Make[] = [
  // Script tags
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<ScRiPt>__xss(${n})</sCrIpT>`,
  (n) => `<script src="data:text/javascript,__xss(${n})"></script>`,
  (n) => `<script>/*</script><script>*/__xss(${n})</script>`,
  (n) => `</script><script>__xss(${n})</script>`,
  (n) => `<script\x20type="text/javascript">__xss(${n});</script>`,
  (n) => `<<script>__xss(${n});//<</script>`,
  (n) => `<script/src=data:,__xss(${n})></script>`,
  (n) => `<SCRIPT>__xss(${n})</SCRIPT>`,
  (n) => `<script>window['__x'+'ss'](${n})</script>`,
  (n) => `</title><script>__xss(${n})</script>`,
  (n) => `</textarea><script>__xss(${n})</script>`,
  (n) => `</style><script>__xss(${n})</script>`,
  (n) => `<!--<script>-->__xss(${n})<!--</script>-->`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  // Event handlers
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<img src="x" onerror="__xss(${n})">`,
  (n) => `<IMG SRC=x OnErRoR=__xss(${n})>`,
  (n) => `<img/src=x/onerror=__xss(${n})>`,
  (n) => `<img src=x onerror=&#95;&#95;xss(${n})>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<div onmouseover="__xss(${n})">hover</div>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<select autofocus onfocus=__xss(${n})></select>`,
  (n) => `<textarea autofocus onfocus=__xss(${n})></textarea>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<video><source onerror="__xss(${n})"></video>`,
  (n) => `<audio src=x onerror=__xss(${n})>`,
  (n) => `<marquee onstart=__xss(${n})>x</marquee>`,
  (n) => `<object data=x onerror=__xss(${n})></object>`,
  (n) => `<embed src=x onerror=__xss(${n})>`,
  (n) => `<iframe onload=__xss(${n})></iframe>`,
  (n) => `<form><button formaction=javascript:__xss(${n})>x</button></form>`,
  (n) => `<img src=x:x onerror=eval('__x'+'ss(${n})')>`,
  (n) => `<x contenteditable onblur=__xss(${n})>x`,
  (n) => `<img src=x onerror=\u0000__xss(${n})>`,
  (n) => `<a onpointerenter=__xss(${n})>x</a>`,
  (n) => `<img src=x onerror=setTimeout('__xss(${n})')>`,
  // javascript:, data:, vbscript: URLs
  (n) => `<a href="javascript:__xss(${n})">x</a>`,
  (n) => `<a href="JaVaScRiPt:__xss(${n})">x</a>`,
  (n) => `<a href="  javascript:__xss(${n})">x</a>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">x</a>`,
  (n) => `<a href="jav&#x0A;ascript:__xss(${n})">x</a>`,
  (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${n})">x</a>`,
  (n) => `<a href="&#x6A;avascript&colon;__xss(${n})">x</a>`,
  (n) => `<a href="java\tscript:__xss(${n})">x</a>`,
  (n) => `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d${n}</a>`,
  (n) => `<a href="data:text/html,<script>__xss(${n})</script>">x</a>`,
  (n) => `<a href="vbscript:msgbox(${n})">x</a>`,
  (n) => `<iframe src="javascript:parent.__xss(${n})"></iframe>`,
  (n) => `<iframe src="data:text/html,<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<embed src="javascript:__xss(${n})">`,
  (n) => `<form action="javascript:__xss(${n})"><input type=submit></form>`,
  (n) => `<isindex action=javascript:__xss(${n}) type=image>`,
  (n) =>
    `javascript:/*--></title></style></textarea></script><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+__xss(${n})//'>`,
  (n) => `<base href="javascript:__xss(${n})//">`,
  // SVG and MathML
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg/onload=__xss(${n})//`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text x=20 y=20>x</text></a></svg>`,
  (n) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss(${n})'/></svg>#x"/></svg>`,
  (n) => `<svg><set attributeName=onmouseover to=__xss(${n})>`,
  (n) => `<svg><foreignObject><img src=x onerror=__xss(${n})></foreignObject></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n) => `<math href="javascript:__xss(${n})">CLICK</math>`,
  (n) => `<math><maction actiontype="statusline" xlink:href="javascript:__xss(${n})">x</maction></math>`,
  (n) => `<svg><style><img src=x onerror=__xss(${n})></style></svg>`,
  // CSS
  (n) => `<style>@import 'javascript:__xss(${n})';</style>`,
  (n) => `<div style="width:expression(__xss(${n}))">x</div>`,
  (n) => `<div style="background:url(javascript:__xss(${n}))">x</div>`,
  (n) => `<style>body{background:url("javascript:__xss(${n})")}</style>`,
  (n) => `<div style="x:exp/**/ression(__xss(${n}))">x</div>`,
  (n) => `<link rel=stylesheet href="javascript:__xss(${n})">`,
  (n) => `<style>*{x:expression(__xss(${n}))}</style>`,
  (n) => `<div style="behavior:url(x.htc)" onfocus=__xss(${n}) tabindex=1>`,
  // iframe srcdoc, meta refresh, other active elements
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe srcdoc="&lt;img src=x onerror=parent.__xss(${n})&gt;"></iframe>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>__xss(${n})</script>">`,
  (n) => `<template><script>__xss(${n})</script></template><img src=x onerror=__xss(${n})>`,
  (n) => `<keygen autofocus onfocus=__xss(${n})>`,
  (n) => `<frameset onload=__xss(${n})>`,
  // Attribute and template breakouts
  (n) => `"><img src=x onerror=__xss(${n})>`,
  (n) => `'><img src=x onerror=__xss(${n})>`,
  (n) => `" onmouseover="__xss(${n})" x="`,
  (n) => `' onfocus='__xss(${n})' autofocus='`,
  (n) => `" autofocus onfocus=__xss(${n}) x="`,
  (n) => `</a><img src=x onerror=__xss(${n})>`,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `\${__xss(${n})}`,
  (n) => `#{__xss(${n})}`,
  (n) => `<%= __xss(${n}) %>`,
  (n) => `"};__xss(${n});//`,
  (n) => `';__xss(${n});//`,
  (n) => `\\";__xss(${n});//`,
  (n) => `</script><img src=x onerror=__xss(${n})>`,
  (n) => `-->"><svg onload=__xss(${n})>`,
  (n) => `<![CDATA[<script>__xss(${n})</script>]]>`,
  // Markdown link and image tricks
  (n) => `[x](javascript:__xss(${n}))`,
  (n) => `[x](JaVaScRiPt:__xss(${n}))`,
  (n) => `[x](javascript&#58;__xss(${n}))`,
  (n) => `[x](  javascript:__xss(${n})  )`,
  (n) => `[x](data:text/html;base64,PHNjcmlwdD5fX3hzcygxKTwvc2NyaXB0Pg==) m${n}`,
  (n) => `[x](vbscript:msgbox(${n}))`,
  (n) => `![x](javascript:__xss(${n}))`,
  (n) => `![x](x" onerror="__xss(${n}))`,
  (n) => `[x](https://e.x/"onmouseover="__xss(${n}))`,
  (n) => `[x][r${n}]\n\n[r${n}]: javascript:__xss(${n})`,
  (n) => `<javascript:__xss(${n})>`,
  (n) => `[x](<javascript:__xss(${n})>)`,
  (n) => `[<img src=x onerror=__xss(${n})>](https://e.x)`,
  (n) => `\`<img src=x onerror=__xss(${n})>\``,
  (n) => `[x](java\nscript:__xss(${n}))`,
  // Unicode tricks
  (n) => `\uFF1Cscript\uFF1E__xss(${n})\uFF1C/script\uFF1E`,
  (n) => `\uFF1Cimg src=x onerror=__xss(${n})\uFF1E`,
  (n) => `<scr\u200Dipt>__xss(${n})</scr\u200Dipt>`,
  (n) => `<img src=x one\u200Brror=__xss(${n})>`,
  (n) => `\u202E>tpircs/<)${n}(ssx__>tpircs<`,
  (n) => `<a href="java\u0000script:__xss(${n})">x</a>`,
  (n) => `<scr\u0000ipt>__xss(${n})</scr\u0000ipt>`,
  (n) => `x\u2028<script>__xss(${n})</script>\u2029y`,
  (n) => `<img src=x onerror="\u2028__xss(${n})">`,
  (n) => `\u003Cscript\u003E__xss(${n})\u003C/script\u003E`,
  (n) => `%3Cscript%3E__xss(${n})%3C/script%3E`,
  (n) => `&lt;script&gt;__xss(${n})&lt;/script&gt;`,
  (n) => `<ſcript>__xss(${n})</ſcript>`,
  (n) => `<img src=x onerror=\uFEFF__xss(${n})>`,
  (n) => `\u00BCscript\u00BE__xss(${n})\u00BC/script\u00BE`,
  (n) => `<a href="javascript\u180E:__xss(${n})">x</a>`,
];

/** Payload number `n` (1-based) is `payloads[n - 1]`; each names its own number. */
export const payloads: string[] = t.map((make, i) => make(i + 1));

if (new Set(payloads).size !== payloads.length) throw new Error("duplicate payloads");

/**
 * Packs payloads into chunks of at most `max` characters (joined by `separator`), in order, so a
 * field takes as many as it holds. Payloads longer than `max` are left out.
 */
export function pack(max: number, list: string[] = payloads, separator = " "): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const p of list) {
    if (p.length > max) continue;
    if (current && current.length + separator.length + p.length > max) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current}${separator}${p}` : p;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Payloads that are one URL-ish token (no whitespace), for fields that must be a web address or e-mail. */
export const tokenPayloads = payloads.filter((p) => !/\s/.test(p) && !/[\u0000\u2028\u2029\uFEFF\u180E]/.test(p));
