/**
 * Rewrites Docusaurus's generated global data (`globalData.json`, in every
 * page's main bundle) for the browser: one plugin instance's entry is
 * replaced by the one given, its browser copy (src/docs/browserDocs.ts).
 * The server bundle keeps the file as generated, for server rendering.
 *
 * @this {{getOptions: () => {plugin: string, pluginId: string, data: unknown}, resourcePath?: string}}
 * @param {string} source the generated `globalData.json`
 * @returns {string}
 */
module.exports = function globalDataLoader(source) {
  const {plugin, pluginId, data} = this.getOptions();
  const globalData = JSON.parse(source);
  if (!globalData[plugin] || !(pluginId in globalData[plugin]))
    throw new Error(
      `${this.resourcePath ?? 'globalData.json'} has no global data for ${plugin} (${pluginId}): has Docusaurus changed how it writes it?`,
    );
  globalData[plugin][pluginId] = data;
  return JSON.stringify(globalData);
};
