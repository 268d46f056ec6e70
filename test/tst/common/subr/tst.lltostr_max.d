/* lltostr(9223372036854775807) is "9223372036854775807" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(9223372036854775807));
	exit(0);
}
