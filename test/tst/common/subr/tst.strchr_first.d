/* strchr() of the first character returns the whole string */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strchr("hello", 'h'));
	exit(0);
}
