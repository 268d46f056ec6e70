/* lltostr(-9223372036854775807 - 1) is "-9223372036854775808" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(-9223372036854775807 - 1));
	exit(0);
}
