/* @@cmd: @PROGS@/usdtsdt */
/* @@requires: prog:usdtsdt */
/*
 * args[] of <sys/sdt.h> probes without declared types are integers of
 * their operands' sizes: no pointer to dereference.
 */
sdt$target:::ops
{
	trace(sizeof (*args[1]));
}
