/*
 * #ident and #pragma ident are ignored
 */

#pragma ident "test"
#ident "also ignored"
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
