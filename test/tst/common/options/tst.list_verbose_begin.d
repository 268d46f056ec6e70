/* @@opts: -lv */
/*
 * -lv reports each listed probe's stability: the dtrace provider's
 * probes are Stable, of the Common class, and BEGIN has no arguments
 */

BEGIN
{
}
