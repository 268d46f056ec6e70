/* @@opts: -32 */
/* @@exit: 1 */
/* @@stderr: dtrace: failed to initialize dtrace: The 32-bit data model (-32) is not supported: D programs are compiled for LP64 only */
/*
 * -32 asks for the ILP32 data model, which is not implemented: a clear
 * refusal, never a program quietly compiled LP64 (sizeof (long) 8).
 */
BEGIN
{
	exit(0);
}
