/* strrchr() finds the last occurrence */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strrchr("hello", 'l'));
	exit(0);
}
