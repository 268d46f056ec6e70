/* @@stderr: failed to resolve nosuchmod`schedule: Unknown module name */
/* a symbol of a module the kernel does not have */

BEGIN
{
	trace(nosuchmod`schedule);
}
