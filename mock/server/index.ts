/**
 * The realistic mock: the data server, Prism's validating proxy per OpenAPI document in front of it, and the
 * gateway on the public mock ports (browser → web server → gateway → prism proxy --errors → data server).
 */
import type { Server } from 'node:http';
import { internalPorts, ports } from '../config';
import { startPrism, type PrismProcess } from '../prism';
import { DataServer, type DataServerOptions } from './app';
import { BinaryStash, startGateway } from './gateway';
import { districtTiles } from './tiles';

export interface RealisticMock {
  data: DataServer;
  stop(): Promise<void>;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startRealisticMock(options: { quiet?: boolean; data?: DataServerOptions; report?: (line: string) => void } = {}): Promise<RealisticMock> {
  const stash = new BinaryStash();
  const data = new DataServer({ ...options.data, onBinary: stash.put });
  // The district vector tiles are cut now, not on the first map's request.
  districtTiles();
  const servers: Server[] = [];
  const proxies: PrismProcess[] = [];
  const stop = async () => {
    data.stop();
    await Promise.all(servers.map(close));
    await Promise.all(proxies.map((p) => p.stop()));
  };
  try {
    servers.push(await data.listen(internalPorts.data));
    const upstream = `http://127.0.0.1:${internalPorts.data}`;
    const layout = [
      ['app', ports.app, internalPorts.proxyApp],
      ['assistant', ports.assistant, internalPorts.proxyAssistant],
      ['portal', ports.portal, internalPorts.proxyPortal],
    ] as const;
    const started = await Promise.all(
      layout.map(([name, , proxyPort]) =>
        startPrism({ name: `${name}-proxy`, port: proxyPort, command: 'proxy', document: `openapi/${name}.yaml`, upstream, errors: true, quiet: options.quiet ?? process.env.MOCK_VERBOSE !== '1' }),
      ),
    );
    proxies.push(...started);
    for (const [name, port, proxyPort] of layout) servers.push(await startGateway({ name, port, proxyPort, stash, report: options.report }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { data, stop };
}
