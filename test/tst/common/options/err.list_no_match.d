/* @@opts: -l */
/* @@stderr: dtrace: failed to match nosuchprovider:::: No probe matches description */
/* @@exit: 1 */

/* -l of a description that matches nothing exits with status 1. */
nosuchprovider:::
{
}
