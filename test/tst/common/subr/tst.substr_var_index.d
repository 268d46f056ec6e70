/* substr() with variable position and length */

#pragma D option quiet

BEGIN
{
	i = 2;
	j = 3;
	printf("%s\n", substr("abcdefgh", i, j));
	exit(0);
}
