import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

/**
 * The spec's texts (keys `spec.*`) in each language, as written (ICU messages): the server
 * compiles them with its own catalogues. The web app imports the files itself, compiled at
 * build time, and never this.
 */
export const SPEC_CATALOGS = { en, de, fr } as const;
