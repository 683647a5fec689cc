/** The mobile menu dialog's id: its invoker buttons and the layout's small script name it (PF-01). */
export const MOBILE_MENU_ID = "menu-movil";
