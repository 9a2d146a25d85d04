export { needsRender } from './needs-render.js';
export { PageRenderer, type RendererOptions } from './renderer.js';
