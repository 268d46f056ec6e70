/* strstr() matching at the end */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strstr("abcdef", "ef"));
	exit(0);
}
