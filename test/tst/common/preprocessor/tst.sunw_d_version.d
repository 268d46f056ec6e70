/* @@opts: -C */
/*
 * The preprocessor sees __SUNW_D (1) and __SUNW_D_VERSION, the D version
 * as DT_VERSION_NUMBER(major, minor, micro): 1.13 is 0x0100d000.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %x\n", __SUNW_D, __SUNW_D_VERSION);
	exit(0);
}
