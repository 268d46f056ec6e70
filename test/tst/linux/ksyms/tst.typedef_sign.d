/* @@requires: btf */
/* a kernel typedef keeps its signedness: u32 is unsigned, s32 signed */

#pragma D option quiet

BEGIN
{
	printf("%u %d\n", (u32)-1, (s32)-1);
	exit(0);
}
