/* @@opts: -x scratchsize=1000 */
/* @@stderr: out of scratch space in action #1 */
/*
 * -x scratchsize (Oracle Linux DTrace's option) sizes the scratch space
 * alloca() draws from: 1000 bytes (1008 after the reference's rounding)
 * hold alloca(1000) but not alloca(1009), which faults with "out of
 * scratch space".
 */
#pragma D option quiet

BEGIN
{
	p = alloca(1000);
	printf("1000 fits\n");
}

BEGIN
{
	p = alloca(1009);
	printf("1009 fits\n");
}

BEGIN
{
	exit(0);
}
