/** Vite's `?url` imports: the file is emitted as an asset and the import is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** The map libraries' stylesheets; Vite puts them in the engine's chunk. */
declare module 'maplibre-gl/dist/maplibre-gl.css';
declare module 'mapbox-gl/dist/mapbox-gl.css';
