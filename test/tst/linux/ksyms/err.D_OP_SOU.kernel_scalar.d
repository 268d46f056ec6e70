/* @@requires: btf */
/* -> on a pointer to a kernel scalar typedef */

BEGIN
{
	trace(((u64 *)0)->x);
}
