import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchPageOptions, fetchPageBytes } from '../fetch/fetch-page.js';
import { PageRenderer } from './renderer.js';

/**
 * Asks WebRTC for a STUN server at `stun` (UDP, on the internal address) and writes what ICE
 * gathered once it is done, as a product, so the render waits for it.
 */
const stunPage = (stun: string) => `<!doctype html><html><head><title>Lamp</title></head>
<body><h1>Lamp</h1><pre id="log"></pre><script>
const candidates = [];
const done = () => {
  document.getElementById('log').textContent = 'candidates=' + candidates.length + ';';
  document.body.insertAdjacentHTML('beforeend', '<span itemprop="price">1.00</span>');
};
const rtc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:${stun}' }] });
rtc.onicecandidate = (event) => { if (event.candidate) candidates.push(event.candidate.candidate); };
rtc.onicegatheringstatechange = () => { if (rtc.iceGatheringState === 'complete') done(); };
rtc.createDataChannel('x');
rtc.createOffer().then((offer) => rtc.setLocalDescription(offer));
setTimeout(done, 3000);
</script></body></html>`;

const logOf = (bytes: Uint8Array) =>
  /<pre id="log">([^<]*)<\/pre>/.exec(Buffer.from(bytes).toString('utf8'))?.[1] ?? '';

describe('rendering: WebRTC sends no UDP', () => {
  let stun: dgram.Socket;
  let shop: http.Server;
  let origin: string;
  let renderer: PageRenderer;
  const packets: string[] = [];
  // The shop is the one loopback address allowed; 127.0.0.2 stands for the internal network.
  const options: FetchPageOptions = { addressPolicy: (address) => address === '127.0.0.1' };

  beforeAll(async () => {
    stun = dgram.createSocket('udp4');
    stun.on('message', (message, from) => packets.push(`${from.address}: ${message.length} B`));
    await new Promise<void>((resolve) => stun.bind(0, '127.0.0.2', resolve));
    const page = stunPage(`127.0.0.2:${stun.address().port}`);
    shop = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
    );
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    renderer = new PageRenderer({ chromiumPath: '/usr/bin/chromium', fetch: options });
  });
  afterAll(async () => {
    await renderer.close();
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
    stun.close();
  });

  it('a page asking a STUN server on an internal address sends it nothing', async () => {
    const rendered = await renderer.render(await fetchPageBytes(`${origin}/stun`, options));
    expect(packets).toEqual([]);
    // ICE finished at once with nothing to offer: no local address and no reflexive one.
    expect(logOf(rendered.bytes)).toBe('candidates=0;');
  });
});
