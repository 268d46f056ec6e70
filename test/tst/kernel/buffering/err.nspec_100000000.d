/* @@backend: kernel */ /* @@opts: -x nspec=100000000 */ /* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Cannot allocate memory */
/*
 * The number of speculations is never lowered (as the reference): more
 * than the module allows is ENOMEM.
 */
BEGIN
{
	exit(0);
}
