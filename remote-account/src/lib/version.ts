/** The site's version label: a fixed string, shown by the help centre and by /mine's 帮助中心 row. */
export const HELP_VERSION = 'v1.0.0';
