/*
 * three fields are module:function:name
 */

#pragma D option quiet

::BEGIN
{
	printf("fired\n");
	exit(0);
}
