/** The empty root of a page of the web build, which the server fills with the page it draws. */
export const EMPTY_ROOT = '<div id="root"></div>';

/** Text made safe to put in HTML (a title, an attribute). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
