/* @@requires: btf */
/* the kernel's integer typedefs (u8 ... s64) resolve after C and D */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof (u8), sizeof (u16), sizeof (u32),
	    sizeof (u64), sizeof (s64));
	exit(0);
}
