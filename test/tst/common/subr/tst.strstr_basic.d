/* strstr() finds a substring */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strstr("hello world", "o w"));
	exit(0);
}
