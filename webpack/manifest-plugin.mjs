// Writes dist/client/manifest.json: the files (js and css) of the entry and of each named async
// chunk group, so the server can load the entry plus only the current page's template chunk, and the
// files of each built-in external app entry (`apps`), served through its own app manifest.
import webpack from 'webpack';

const PLUGIN = 'AssetManifestPlugin';

function split(files) {
  const list = [...files];
  return { js: list.filter((file) => file.endsWith('.js')), css: list.filter((file) => file.endsWith('.css')) };
}

export class AssetManifestPlugin {
  constructor({ entry = 'main', apps = [], fileName = 'manifest.json' } = {}) {
    this.entry = entry;
    this.apps = apps;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) throw new Error(`${PLUGIN}: no entry named ${this.entry}`);
          const entryFiles = new Set(entrypoint.getFiles());
          const chunks = {};
          const apps = {};
          for (const name of this.apps) {
            const app = compilation.entrypoints.get(name);
            if (!app) throw new Error(`${PLUGIN}: no entry named ${name}`);
            apps[name] = split(app.getFiles());
          }
          for (const group of compilation.chunkGroups) {
            if (group.isInitial() || !group.name) continue;
            chunks[group.name] = split(group.getFiles().filter((file) => !entryFiles.has(file)));
          }
          const manifest = {
            publicPath: compilation.outputOptions.publicPath,
            entry: split(entryFiles),
            chunks,
            ...(this.apps.length > 0 ? { apps } : {}),
          };
          compilation.emitAsset(this.fileName, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
