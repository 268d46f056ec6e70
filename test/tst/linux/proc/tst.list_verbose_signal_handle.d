/* @@opts: -lv */
/*
 * -lv of proc:::signal-handle: the proc provider's attributes and the
 * reference's argument types (the signal, its siginfo_t, the handler)
 */

proc:::signal-handle
{
}
