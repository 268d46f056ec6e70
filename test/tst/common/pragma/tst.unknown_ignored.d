/*
 * an unknown #pragma (not #pragma D) is ignored
 */

#pragma nosuchpragma with arguments
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
