/* strchr() finds the first occurrence */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strchr("hello", 'l'));
	exit(0);
}
