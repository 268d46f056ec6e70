/* the record of a faulting clause is discarded */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	printf("discarded\n");
	y = *(int *)8;
}

BEGIN
{
	printf("kept\n");
	exit(0);
}
