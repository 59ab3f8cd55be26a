import { chromium } from 'playwright-core';
const [file, x, y, w, h, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const { readFileSync } = await import('node:fs');
await page.setContent(`<body style="margin:0;overflow:hidden"><img style="position:absolute;left:-${x}px;top:-${y}px" src="data:image/png;base64,${readFileSync(file).toString('base64')}">`);
await page.screenshot({ path: out });
await browser.close();
