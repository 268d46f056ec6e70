/* strstr() with an empty needle returns the string */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strstr("abc", ""));
	exit(0);
}
