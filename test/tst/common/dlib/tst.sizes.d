/*
 * the proc(4) types have the reference's LP64 sizes: psinfo_t 416,
 * lwpsinfo_t 128, cpuinfo_t 72 bytes
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (psinfo_t), sizeof (lwpsinfo_t),
	    sizeof (cpuinfo_t));
	exit(0);
}
