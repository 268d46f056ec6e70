/* @@opts: -lv */ /* @@mask: probe-ids */
/*
 * -lv of a tick probe: the profile provider's attributes (Evolving, of
 * the Common class) and its two arguments, the kernel and user pc
 */

tick-1s
{
}
