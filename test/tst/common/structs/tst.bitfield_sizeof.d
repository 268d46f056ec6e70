/* bit-fields pack into one unsigned int */

#pragma D option quiet

struct bits {
	unsigned int a : 3;
	unsigned int b : 5;
	unsigned int c : 8;
};

BEGIN
{
	printf("%d\n", sizeof (struct bits));
	exit(0);
}
