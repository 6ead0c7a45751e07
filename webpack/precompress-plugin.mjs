// Writes a brotli (quality 11) and a gzip (level 9) copy beside each script and stylesheet of the
// client build. The files are immutable, so they are compressed once, at their smallest, and the
// server sends a browser the copy it accepts (server/routes/static-files.ts) instead of compressing
// every response at the faster levels a per-request compressor must use (docs/adr/046-precompressed-assets.md).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import webpack from 'webpack';

const PLUGIN = 'PrecompressPlugin';
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files that get compressed copies: scripts and stylesheets, not their source maps. */
export const PRECOMPRESSED = /\.(?:js|css)$/;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the content hashes are final, so a copy is of the file as it is written.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => PRECOMPRESSED.test(name));
          await Promise.all(
            names.map(async (name) => {
              const source = compilation.getAsset(name).source.buffer();
              const [br, gz] = await Promise.all([
                brotli(source, {
                  params: {
                    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gzipped(source, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), { compressed: true });
            }),
          );
        },
      );
    });
  }
}
