import { ApiProperty } from '@nestjs/swagger';
/** The operator's details for the imprint and privacy pages (from configuration). */
export class AgencyDetailsDto {
  @ApiProperty({ example: 'Bootsverleih Seestern' })
  name: string;
  @ApiProperty({ example: 'Erika Mustermann' })
  owner: string;
  @ApiProperty({ example: 'Seeweg 12' })
  street: string;
  @ApiProperty({ example: '17192' })
  postalCode: string;
  @ApiProperty({ example: 'Waren (Müritz)' })
  city: string;
  @ApiProperty({ example: '+49 3991 123456' })
  phone: string;
  @ApiProperty({ example: 'info@example.org' })
  email: string;
  @ApiProperty({ example: 'Amtsgericht Neubrandenburg, HRA 1234' })
  registerEntry: string;
  @ApiProperty({ example: 'DE123456789' })
  vatId: string;
}
