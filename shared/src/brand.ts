/** Castellan's mark: the castle rook of the logo as an SVG path on a 24-unit grid, drawn as a line (the site's Icon, the API's own pages). */
export const ROOK_PATH = 'M5 21h14M6 21v-2.5h12V21M8 18.5 9 11h6l1 7.5M6.5 11h11V4.5h-2.75v2.25h-2V4.5h-1.5v2.25h-2V4.5H6.5Z';
