// The toolkit's address and storage names, in a module of their own: `ToolkitMount` sits in every page's
// first load and needs only these, not the toolkit's date handling and drafts.

/** docs/behaviour/toolkit.md#visibility: toolkit query parameters are a prefix plus the field names, with an enabled flag set to on. */
export const TOOLKIT_PARAM_PREFIX = 'tk_';
export const TOOLKIT_ENABLED_PARAM = `${TOOLKIT_PARAM_PREFIX}enabled`;
export const TOOLKIT_HASH_PARAM = `${TOOLKIT_PARAM_PREFIX}hash`;
/** sessionStorage key: `off` after Exit (the toolkit stays hidden until `tk_enabled=on` is in the address again). */
export const TOOLKIT_MODE_STORAGE_KEY = 'ridgeline-toolkit';
