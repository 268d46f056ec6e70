/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("one\ntwo\n");
	exit(0);
}
