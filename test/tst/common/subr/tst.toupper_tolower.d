/* tolower(toupper(s)) */

#pragma D option quiet

BEGIN
{
	printf("%s\n", tolower(toupper("Round Trip")));
	exit(0);
}
